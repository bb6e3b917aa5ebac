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

## Print benchmark figures, on the release build as it would be installed: the Swift runtime
## linked statically (no shared libswiftCore/Foundation to map at every start), in its own
## build directory so the everyday release build keeps its flags.
BENCH_BUILD = $(SWIFT) build -c release --static-swift-stdlib --scratch-path .build/static
bench: deps
	$(BENCH_BUILD) --product transc
	$(BENCH_BUILD) --product transc-bench
	.build/static/release/transc-bench
