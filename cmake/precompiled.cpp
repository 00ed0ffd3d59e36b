// SPDX-License-Identifier: GPL-3.0-or-later
// The file cmake/precompiled.cmake compiles the shared precompiled header with: nothing of its own.
