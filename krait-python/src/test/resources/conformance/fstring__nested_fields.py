width, prec = 12, 3
val = 2 / 3
print(f"[{val:{width}.{prec}f}]")
print(f"[{val:>{width}}]")
fill, align = "*", "^"
print(f"[{'mid':{fill}{align}{width}}]")
specs = [".1f", "e", "%"]
print([f"{val:{s}}" for s in specs])
print(f"{'x':{'>' if width > 5 else '<'}{width // 2}}|")
print(f"{{{val:.2f}}}")
