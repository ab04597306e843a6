x = 3.14159265
print(f"{x:.0f} {x:.1f} {x:.5f} {x:.10f}")
print(f"{x:.3} {x:.1} {x:.10} {100.0:.3} {1234.5:.2}")
print(f"{'truncate me':.5} {'ab':.0}|")
print(f"{x:10.3f}|{x:<10.2e}|{x:^10.4g}|")
try:
    print(f"{5:.2d}")
except ValueError as e:
    print(type(e).__name__, e)
