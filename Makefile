# Tavolo: build, run and test. `make run` and `make test` install what is
# missing first (Debian/Ubuntu packages through apt-get, Go modules).

GO        ?= go
export GOFLAGS := -mod=mod
DEBS      := gcc pkg-config libgl1-mesa-dev xorg-dev libasound2-dev \
             xvfb xauth xdotool x11-utils libgl1-mesa-dri imagemagick
SUDO      := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
BIN       := bin

.PHONY: all deps debs modules run build cli test test-engine test-race smoke screenshots vet fuzz bench clean

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
## shared scenarios, and the real window under Xvfb
test: deps vet test-engine
	$(GO) test ./...
	bash scripts/smoke.sh

vet:
	$(GO) vet ./...

## test-engine: the pure-Go part builds and tests without a C compiler
test-engine:
	CGO_ENABLED=0 $(GO) build ./engine/... ./cmd/tavolo-cli
	CGO_ENABLED=0 $(GO) test -short ./engine/... ./cmd/tavolo-cli

test-race:
	$(GO) test -race -short ./...

## smoke: start the real binary under Xvfb and screenshot it
smoke: deps
	bash scripts/smoke.sh

## screenshots: regenerate the README's pictures in docs/screenshots
screenshots:
	bash scripts/screenshots.sh

fuzz:
	$(GO) test -run '^$$' -fuzz FuzzParseFaces -fuzztime 20s ./engine/cards
	$(GO) test -run '^$$' -fuzz FuzzScenario -fuzztime 20s ./engine/scenario
	$(GO) test -run '^$$' -fuzz FuzzParsePreset -fuzztime 20s ./engine/scala40

bench: cli
	$(BIN)/tavolo-cli bench

clean:
	rm -rf $(BIN) dist
