# tilesmith — the two commands a fresh machine needs:
#   make run    start tilesmith on the built-in Winter Edition pack
#   make test   install what the tests need, then run them all
# Go 1.26 is expected at /usr/local/go (as on this project's machines) or on PATH.

SHELL := /bin/bash
# The PATH the user called make with, to tell them whether an installed tilesmith is on it.
export PATH_BEFORE_MAKE := $(PATH)
export PATH := /usr/local/go/bin:$(HOME)/go/bin:$(PATH)
# Stamp the build with its commit (tilesmith version; shards record it), even where the Go
# environment turns VCS stamping off (GOFLAGS=-buildvcs=false); auto: not outside a checkout.
GOFLAGS_BUILD := -buildvcs=auto
GO ?= go
BIN := bin

.PHONY: all run check-display install test deps system-deps editor-deps check-go build build-editor vet fmt-check lint-packs fuzz bench clean

all: build

## run: open the editor on the built-in Winter Edition pack; without a display it says so at once,
## before the editor's first build (minutes), in the editor's own words
run: check-display build-editor
	$(BIN)/tilesmith-editor winter-edition

check-display: check-go
	@CGO_ENABLED=0 $(GO) build -o $(BIN)/check-display ./cmd/tilesmith-editor && $(BIN)/check-display -check-display

## install: tilesmith (the command line) into $(go env GOPATH)/bin, or PREFIX/bin with PREFIX=...
PREFIX ?=
install: deps
	$(if $(PREFIX),mkdir -p $(PREFIX)/bin && GOBIN=$(abspath $(PREFIX))/bin) CGO_ENABLED=0 $(GO) install $(GOFLAGS_BUILD) ./cmd/tilesmith
	@dir=$(if $(PREFIX),$(abspath $(PREFIX))/bin,$$($(GO) env GOBIN)); [ -n "$$dir" ] || dir=$$($(GO) env GOPATH)/bin; \
	echo "installed $$dir/tilesmith"; \
	case ":$$PATH_BEFORE_MAKE:" in *":$$dir:"*) ;; *) echo "$$dir is not on your PATH: add it, e.g. echo 'export PATH=\"$$dir:\$$PATH\"' >> ~/.bashrc";; esac

## test: everything CI checks. TILESMITH_REQUIRE_TOOLS: the tests that draw our Tiled and PDF output
## and the editor's smoke test under Xvfb may not skip; the smoke test's screenshot is kept in bin/smoke.
test: deps system-deps fmt-check vet build build-editor lint-packs
	TILESMITH_REQUIRE_TOOLS=1 TILESMITH_EDITOR_BIN=$(CURDIR)/$(BIN)/tilesmith-editor TILESMITH_SMOKE_DIR=$(CURDIR)/$(BIN)/smoke \
		CGO_ENABLED=0 $(GO) test -count=1 ./...

## deps: the Go modules the build needs
deps: check-go
	$(GO) mod download

## Debian packages: the editor's window (cgo, OpenGL and X11 headers for Fyne), and what the tests
## need besides: tiled (tmxrasterizer draws our exported maps), poppler-utils (pdftoppm draws our
## print-and-play PDFs, pdfinfo reads their page boxes, pdftotext their checklist), xvfb xauth imagemagick x11-utils xdotool (the editor's smoke test, its
## screenshots and the keys it presses in the real window), nodejs npm (the Tabletop Simulator
## export's test installs TypeScript and TTS's type declarations with npm and runs tsc on our JSON),
## python3 (the example outside bot, docs/agents/example_bot.py, plays the tests' games).
EDITOR_PKGS := gcc libc6-dev pkg-config libgl-dev libxcursor-dev libxrandr-dev libxinerama-dev libxi-dev \
	libxxf86vm-dev libwayland-dev libxkbcommon-dev libegl-dev
# Debian's npm only where no npm is installed: NodeSource's nodejs package carries its own, and
# Debian's npm would conflict with it.
NPM_PKG := $(if $(shell command -v npm 2>/dev/null),,npm)
TEST_PKGS := tiled poppler-utils xvfb xauth imagemagick x11-utils xdotool nodejs $(NPM_PKG) python3
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
# apt-install installs the packages in $(1) that are not installed yet.
define apt-install
	@missing=$$(for p in $(1); do dpkg-query -W -f='$${Status}\n' $$p 2>/dev/null | grep -q 'ok installed' || echo $$p; done); \
	if [ -n "$$missing" ]; then echo "installing:" $$missing; \
		$(SUDO) apt-get update && $(SUDO) apt-get install -y $$missing; fi
endef

## editor-deps: what building the editor needs
editor-deps:
	$(call apt-install,$(EDITOR_PKGS))

## system-deps: what the tests need
system-deps:
	$(call apt-install,$(EDITOR_PKGS) $(TEST_PKGS))

check-go:
	@command -v $(GO) >/dev/null || { echo "make: Go 1.26 is required (expected at /usr/local/go/bin/go)"; exit 1; }
	@$(GO) version | grep -Eq 'go1\.(2[6-9]|[3-9][0-9])' || { echo "make: Go 1.26 or newer is required, found: $$($(GO) version)"; exit 1; }

## build: everything without cgo (the editor's command then builds as a note saying it needs cgo)
build: deps
	CGO_ENABLED=0 $(GO) build $(GOFLAGS_BUILD) -o $(BIN)/tilesmith ./cmd/tilesmith
	CGO_ENABLED=0 $(GO) build ./...

## build-editor: the editor's window, with cgo (Fyne's OpenGL driver); the first build compiles GLFW (≈ 4 min)
build-editor: deps editor-deps
	CGO_ENABLED=1 $(GO) build $(GOFLAGS_BUILD) -o $(BIN)/tilesmith-editor ./cmd/tilesmith-editor

vet: editor-deps
	CGO_ENABLED=0 $(GO) vet ./...
	CGO_ENABLED=1 $(GO) vet ./cmd/tilesmith-editor

fmt-check:
	@out=$$(gofmt -l $$(git ls-files '*.go' 2>/dev/null || find . -name '*.go')); \
	if [ -n "$$out" ]; then echo "gofmt would change:"; echo "$$out"; exit 1; fi

## lint-packs: the shipped packs are valid and in canonical form
lint-packs: build
	$(BIN)/tilesmith validate $$(ls tilesets/packs/*.json)
	$(BIN)/tilesmith fmt --check tilesets/packs/*.json

## fuzz: longer fuzzing runs of every decoder of outside input — packs, records, archives, JCloisterZone XML,
## shards' partial reports (go test runs only the seeds)
fuzz:
	CGO_ENABLED=0 $(GO) test ./schema -run XXX -fuzz FuzzCheck -fuzztime 60s -fuzzminimizetime 5s
	CGO_ENABLED=0 $(GO) test ./engine -run XXX -fuzz FuzzRecord -fuzztime 60s -fuzzminimizetime 5s
	CGO_ENABLED=0 $(GO) test ./engine/format1/mistsmoves -run XXX -fuzz FuzzRecord -fuzztime 60s -fuzzminimizetime 5s
	CGO_ENABLED=0 $(GO) test ./engine/rulesets -run XXX -fuzz FuzzDecodeRecord -fuzztime 60s -fuzzminimizetime 5s
	CGO_ENABLED=0 $(GO) test ./exporter -run XXX -fuzz FuzzImportZip -fuzztime 60s -fuzzminimizetime 5s
	CGO_ENABLED=0 $(GO) test ./exporter -run XXX -fuzz FuzzImportJCZ -fuzztime 60s -fuzzminimizetime 5s
	CGO_ENABLED=0 $(GO) test ./engine/sim -run XXX -fuzz '^FuzzDecodePartial$$' -fuzztime 60s -fuzzminimizetime 5s
	CGO_ENABLED=0 $(GO) test ./engine/sim -run XXX -fuzz '^FuzzDecodePartialBalance$$' -fuzztime 60s -fuzzminimizetime 5s
	CGO_ENABLED=0 $(GO) test ./engine/ladder -run XXX -fuzz '^FuzzDecodePartial$$' -fuzztime 60s -fuzzminimizetime 5s

## bench: the performance figures quoted in the README
bench:
	GOMAXPROCS=2 CGO_ENABLED=0 $(GO) test ./schema -run XXX -bench . -benchmem
	GOMAXPROCS=1 CGO_ENABLED=0 $(GO) test ./engine -run XXX -bench . -benchmem -count 5
	CGO_ENABLED=0 $(GO) test ./engine/sim -run XXX -bench . -benchmem
	GOMAXPROCS=2 CGO_ENABLED=0 $(GO) test ./exporter -run XXX -bench . -benchmem
	GOMAXPROCS=2 CGO_ENABLED=0 $(GO) test ./editor ./editor/ui -run XXX -bench . -benchmem

clean:
	rm -rf $(BIN) schema/testdata/failed engine/classic/testdata/failed
