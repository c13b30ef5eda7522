# sg version
VERSION = 0.1.0

# paths
PREFIX    = /usr/local
MANPREFIX = $(PREFIX)/share/man
SHAREDIR  = $(PREFIX)/share/sg

# flags
CC       = cc
CPPFLAGS = -D_POSIX_C_SOURCE=200809L -D_DEFAULT_SOURCE -DSG_VERSION=\"$(VERSION)\" -DSG_SHAREDIR=\"$(SHAREDIR)\"
CFLAGS   = -std=c17 -Wall -Wextra -pedantic -O2 -g
LDFLAGS  =
LDLIBS   = -lnettle -lz -lpthread -lm
