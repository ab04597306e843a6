width, prec = 10, 3
for v in [3.14159, 2.5, 1000.0]:
    print(f"|{v:{width}.{prec}f}|{v:<{width}}|{v:^{width}.{prec - 1}e}|")
fill, align = "*", ">"
print(f"{'x':{fill}{align}{width}}", f"{42:{'+' if True else ''}d}", f"{255:#{'x'}}")
spec = ".1%"
print(f"{0.256:{spec}}", format(0.256, spec), f"{12345.678:,.2f}", f"{-0.0:+.1f}")
