# The cost of reaching contextlib.ExitStack in a fresh cell (loads contextlib's Python part).
import contextlib
contextlib.ExitStack
