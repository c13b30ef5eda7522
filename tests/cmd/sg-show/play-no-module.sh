# --play without the module (make builds it where clang targets
# wasm32-wasi): where it looked and what to install, exit 2
SG_SHAREDIR=/nonexistent sg-show -f html --play
