# tilesmith — the two commands a fresh machine needs:
#   make run    start tilesmith on the built-in Winter Edition pack
#   make test   install what the tests need, then run them all
# Go 1.26 is expected at /usr/local/go (as on this project's machines) or on PATH.

SHELL := /bin/bash
export PATH := /usr/local/go/bin:$(HOME)/go/bin:$(PATH)
GO ?= go
BIN := bin

.PHONY: all run test deps system-deps check-go build vet fmt-check lint-packs fuzz bench clean

all: build

## run: until the editor lands, show the built-in packs and validate the Winter Edition pack
run: build
	$(BIN)/tilesmith packs
	$(BIN)/tilesmith validate winter-edition

## test: everything CI checks (TILESMITH_REQUIRE_TOOLS: the tests drawing our Tiled and PDF output may not skip)
test: deps system-deps fmt-check vet build lint-packs
	TILESMITH_REQUIRE_TOOLS=1 CGO_ENABLED=0 $(GO) test -count=1 ./...

## deps: the Go modules the build needs
deps: check-go
	$(GO) mod download

## system-deps: Debian packages the tests need: tiled (tmxrasterizer draws our exported maps),
## poppler-utils (pdftoppm draws our print-and-play PDFs)
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
system-deps:
	@command -v tmxrasterizer >/dev/null && command -v pdftoppm >/dev/null || \
		{ $(SUDO) apt-get update && $(SUDO) apt-get install -y tiled poppler-utils; }

check-go:
	@command -v $(GO) >/dev/null || { echo "make: Go 1.26 is required (expected at /usr/local/go/bin/go)"; exit 1; }
	@$(GO) version | grep -Eq 'go1\.(2[6-9]|[3-9][0-9])' || { echo "make: Go 1.26 or newer is required, found: $$($(GO) version)"; exit 1; }

build: deps
	CGO_ENABLED=0 $(GO) build -o $(BIN)/tilesmith ./cmd/tilesmith
	CGO_ENABLED=0 $(GO) build ./...

vet:
	CGO_ENABLED=0 $(GO) vet ./...

fmt-check:
	@out=$$(gofmt -l $$(git ls-files '*.go' 2>/dev/null || find . -name '*.go')); \
	if [ -n "$$out" ]; then echo "gofmt would change:"; echo "$$out"; exit 1; fi

## lint-packs: the shipped packs are valid and in canonical form
lint-packs: build
	$(BIN)/tilesmith validate $$(ls tilesets/packs/*.json)
	$(BIN)/tilesmith fmt --check tilesets/packs/*.json

## fuzz: longer fuzzing runs of the pack, record and archive decoders (go test runs only the seeds)
fuzz:
	CGO_ENABLED=0 $(GO) test ./schema -run XXX -fuzz FuzzCheck -fuzztime 60s
	CGO_ENABLED=0 $(GO) test ./engine -run XXX -fuzz FuzzRecord -fuzztime 60s
	CGO_ENABLED=0 $(GO) test ./exporter -run XXX -fuzz FuzzImportZip -fuzztime 60s

## bench: the performance figures quoted in the README
bench:
	GOMAXPROCS=2 CGO_ENABLED=0 $(GO) test ./schema -run XXX -bench . -benchmem
	GOMAXPROCS=1 CGO_ENABLED=0 $(GO) test ./engine -run XXX -bench . -benchmem -count 5
	CGO_ENABLED=0 $(GO) test ./engine/sim -run XXX -bench . -benchmem
	GOMAXPROCS=2 CGO_ENABLED=0 $(GO) test ./exporter -run XXX -bench . -benchmem
	GOMAXPROCS=2 CGO_ENABLED=0 $(GO) test ./editor -run XXX -bench . -benchmem

clean:
	rm -rf $(BIN) schema/testdata/failed engine/classic/testdata/failed
