# The two commands of the README's quick start, plus the benchmarks.
SWIFT ?= swift
EXAMPLE ?= Examples/photo-zoom.yaml

.PHONY: preview test plugin-test bench deps

deps:
	@Scripts/ensure-deps

## Preview a transition: the interpreter's table of frames for a seed example.
preview: deps
	@$(SWIFT) build -q --product transc && .build/debug/transc run $(EXAMPLE)

## Build and run every test.
test: deps
	$(SWIFT) test

## Build the fixture package that applies the build plugin, and check what it generated.
plugin-test: deps
	@Scripts/plugin-e2e

## Print benchmark figures (release build).
bench: deps
	$(SWIFT) build -c release --product transc
	$(SWIFT) run -c release transc-bench
