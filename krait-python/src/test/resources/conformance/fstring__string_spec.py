s = "hello"
print(f"{s:s} {s:10s}| {s:>10s} {s:.3s} {s:^11.2s}|")
try:
    print(f"{s:d}")
except ValueError as e:
    print(type(e).__name__, e)
try:
    print(f"{s:+}")
except ValueError as e:
    print(type(e).__name__, e)
try:
    print(f"{s:=5}")
except ValueError as e:
    print(type(e).__name__, e)
print(f"{s:0>10}")
