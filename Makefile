# Tavolo: build, run and test. `make run` and `make test` install what is
# missing first (Debian/Ubuntu packages through apt-get, Go modules).

GO        ?= go
export GOFLAGS := -mod=mod
DEBS      := gcc pkg-config libgl1-mesa-dev xorg-dev libasound2-dev \
             xvfb xauth xdotool x11-utils libgl1-mesa-dri imagemagick
SUDO      := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
BIN       := bin

.PHONY: all deps debs modules run build cli test test-engine soak test-race frames smoke screenshots vet fuzz fuzz-bench bench measure-ai measure-klaberjass measure-canasta clean

all: build cli

## deps: install the Debian packages and Go modules the build needs
deps: debs modules

debs:
	@missing=""; for p in $(DEBS); do \
	  dpkg-query -W -f='$${Status}\n' $$p 2>/dev/null | grep -q '^install ok installed' || missing="$$missing $$p"; \
	done; \
	if [ -n "$$missing" ]; then \
	  if command -v apt-get >/dev/null; then \
	    echo "installing:$$missing"; \
	    $(SUDO) apt-get update -qq && DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq $$missing; \
	  else \
	    echo "missing packages:$$missing (see README for macOS and Fedora)"; \
	  fi; \
	fi

modules:
	$(GO) mod download

## run: start the game
run: deps
	$(GO) run ./cmd/tavolo

build: deps
	$(GO) build -o $(BIN)/tavolo ./cmd/tavolo

cli:
	CGO_ENABLED=0 $(GO) build -o $(BIN)/tavolo-cli ./cmd/tavolo-cli

## test: every test: vet, the engine without cgo, the app headless, the
## shared scenarios, and the real window under Xvfb (the timeout only
## guards against a hang: a slow host runs the 10,000-hand property test
## past go test's default 10 minutes)
test: deps vet test-engine
	$(GO) test -timeout 45m $$($(GO) list ./... | grep -v '^tavolo/engine/')
	bash scripts/smoke.sh
	bash scripts/smoke-canasta.sh
	bash scripts/smoke-klaberjass.sh

vet:
	$(GO) vet ./...

## test-engine: the pure-Go part builds and tests without a C compiler
test-engine:
	CGO_ENABLED=0 $(GO) build ./engine/... ./cmd/tavolo-cli
	CGO_ENABLED=0 $(GO) test -timeout 45m ./engine/...

## soak: the long seeded sweeps at their full size (10,000 Scala 40
## hands, 8,000 Canasta hands, 10,000 Klaberjass deals), out of make test
soak:
	TAVOLO_SOAK=1 CGO_ENABLED=0 $(GO) test -timeout 120m ./engine/...

## test-race: every package (the engine, the app, the command line, the
## texts) under the race detector, short (the slowest tests of the computer players play fewer
## hands under it; see engine/scala40/ai/race_test.go); the timeout only
## guards against a hang on a loaded host
test-race:
	$(GO) test -race -short -timeout 60m ./...

## smoke: start the real binary under Xvfb and screenshot it
## frames: how long the UI goroutine is kept busy while four computers play (real window, Xvfb)
frames: deps
	bash scripts/frames.sh 60 hard

smoke: deps
	bash scripts/smoke.sh
	bash scripts/smoke-canasta.sh
	bash scripts/smoke-klaberjass.sh

## screenshots: regenerate the README's pictures in docs/screenshots
screenshots:
	bash scripts/screenshots.sh

## fuzz: each of the 20 targets explores for FUZZTIME; how much it
## shrinks an interesting input is bounded by the packages' TestMain
## (internal/fuzztest: 250 runs), or by FUZZMIN when set (2s, 100x)
FUZZTIME ?= 20s
FUZZMIN  ?=
FUZZ     = $(GO) test -run '^$$' -fuzztime $(FUZZTIME) $(if $(FUZZMIN),-fuzzminimizetime $(FUZZMIN)) -fuzz
fuzz:
	$(FUZZ) '^FuzzParseFace$$' ./engine/cards
	$(FUZZ) '^FuzzParseFaces$$' ./engine/cards
	$(FUZZ) '^FuzzScenario$$' ./engine/scenario
	$(FUZZ) '^FuzzKlaberjassScenario$$' ./engine/scenario
	$(FUZZ) '^FuzzCanastaScenario$$' ./engine/scenario
	$(FUZZ) '^FuzzParsePreset$$' ./engine/scala40
	$(FUZZ) '^FuzzApply$$' ./engine/scala40
	$(FUZZ) '^FuzzLoadSave$$' ./engine/scala40
	$(FUZZ) '^FuzzMutateSave$$' ./engine/scala40
	$(FUZZ) '^FuzzParsePreset$$' ./engine/klaberjass
	$(FUZZ) '^FuzzApply$$' ./engine/klaberjass
	$(FUZZ) '^FuzzLoadSave$$' ./engine/klaberjass
	$(FUZZ) '^FuzzParsePreset$$' ./engine/canasta
	$(FUZZ) '^FuzzApply$$' ./engine/canasta
	$(FUZZ) '^FuzzLoadSave$$' ./engine/canasta
	$(FUZZ) '^FuzzParseDealLine$$' ./engine/klaberjass/play
	$(FUZZ) '^FuzzParse$$' ./app/settings
	$(FUZZ) '^FuzzEdit$$' ./app/settings
	$(FUZZ) '^FuzzParse$$' ./app/stats
	$(FUZZ) '^FuzzLoadMatch$$' ./app/store

## fuzz-bench: the time one run of the slowest fuzz targets' bodies takes
## (the game-playing and save-changing ones), on the same inputs each
## time; built as the fuzzer builds its targets (coverage counters on
## every branch), which is what a fuzz run's rate depends on; ns/op is
## wall time, so read it on a quiet machine
fuzz-bench:
	CGO_ENABLED=0 $(GO) test -gcflags=all=-d=libfuzzer -run '^$$' -bench '^BenchmarkFuzz' -benchtime 400x \
		./engine/scala40 ./engine/canasta ./engine/klaberjass ./app/store

bench: cli
	$(BIN)/tavolo-cli bench

## measure-ai: every computer-player measurement into docs/measurements
## (about two hours; scripts/measure-ai.sh NAME runs one)
measure-ai:
	bash scripts/measure-ai.sh

## measure-klaberjass: the Klaberjass measurements into docs/measurements
## (about 40 minutes; scripts/measure-klaberjass.sh NAME runs one)
measure-klaberjass:
	bash scripts/measure-klaberjass.sh

## measure-canasta: the Canasta computer-player measurements into
## docs/measurements/canasta-*.txt (scripts/measure-canasta.sh NAME runs one)
measure-canasta:
	bash scripts/measure-canasta.sh

## Packages, built by the fyne CLI in a temporary copy of the tree
## (scripts/package.sh says why), so FyneApp.toml stays as committed.
## package-linux and package-windows run here; package-macos on a Mac.
## package-deb and package-windows-setup wrap the Linux and Windows
## programs in a Debian package and a Windows installer (on Debian/Ubuntu).
FYNE_VERSION := v2.7.1
FYNE         ?= $(BIN)/fyne
PKG_DEBS     := xz-utils file
WIN_DEBS     := gcc-mingw-w64-x86-64
DEB_DEBS     := dpkg-dev lintian desktop-file-utils appstream imagemagick
SETUP_DEBS   := nsis imagemagick
WINE_DEBS    := wine wine64 xvfb xauth xdotool x11-utils imagemagick
WIN_GOALS    := package-windows check-package-windows package-windows-setup check-package-windows-setup

.PHONY: fyne-cli debs-package package-linux package-windows package-macos check-package-linux check-package-windows
.PHONY: package-deb package-windows-setup check-package-deb check-package-windows-setup

## fyne-cli: install the fyne CLI into bin/ unless FYNE names one already
fyne-cli:
	@command -v $(FYNE) >/dev/null || GOBIN=$(CURDIR)/$(BIN) $(GO) install fyne.io/fyne/v2/cmd/fyne@$(FYNE_VERSION)

ifeq ($(OS),Windows_NT)
debs-package:
else ifeq ($(shell uname -s),Darwin)
debs-package:
else
debs-package:
	@$(MAKE) --no-print-directory debs DEBS="$(PKG_DEBS) $(if $(filter $(WIN_GOALS),$(MAKECMDGOALS)),$(WIN_DEBS))"
endif

## package-linux: dist/Tavolo-<version>-linux-<arch>.tar.xz
package-linux: deps debs-package fyne-cli
	FYNE=$(FYNE) bash scripts/package.sh linux

## package-windows: dist/Tavolo-<version>-windows-amd64.exe
package-windows: modules debs-package fyne-cli
	FYNE=$(FYNE) bash scripts/package.sh windows

## package-macos: dist/Tavolo-<version>-macos-<arch>.zip (Tavolo.app), on a Mac
package-macos: modules fyne-cli
	FYNE=$(FYNE) bash scripts/package.sh darwin

## check-package-linux: install the Linux package in a temporary prefix,
## start it under Xvfb, measure start time and memory, close it
check-package-linux: package-linux
	bash scripts/check-linux-package.sh

## check-package-windows: the .exe is a PE32+ GUI program with its icon,
## version information and manifest
check-package-windows: package-windows
	file $(lastword $(sort $(wildcard dist/Tavolo-*-windows-amd64.exe)))
	$(GO) run ./scripts/pecheck $(lastword $(sort $(wildcard dist/Tavolo-*-windows-amd64.exe)))

## package-deb: dist/tavolo_<version>-<build>_amd64.deb around the Linux
## package's program, checked with lintian, desktop-file-validate and
## appstreamcli (scripts/package-deb.sh)
package-deb: package-linux
	@$(MAKE) --no-print-directory debs DEBS="$(DEB_DEBS)"
	bash scripts/package-deb.sh

## package-windows-setup: dist/Tavolo-<version>-setup.exe, an NSIS
## installer around the portable .exe (scripts/package-windows-setup.sh)
package-windows-setup: package-windows
	@$(MAKE) --no-print-directory debs DEBS="$(SETUP_DEBS)"
	bash scripts/package-windows-setup.sh

## check-package-deb: install the .deb with apt-get, start the game from
## its desktop entry under Xvfb, remove it and look for leftovers (root)
check-package-deb: package-deb
	bash scripts/check-deb.sh

## check-package-windows-setup: under Wine and Xvfb, install silently,
## play into a Scala 40 table, uninstall (scripts/check-windows-setup.sh)
check-package-windows-setup: package-windows-setup
	@$(MAKE) --no-print-directory debs DEBS="$(WINE_DEBS)"
	bash scripts/check-windows-setup.sh

clean:
	rm -rf $(BIN) dist
