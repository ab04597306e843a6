lines = ["a", "b", "c"]
print(f"{"\n".join(lines)}")
print(f"{"\t".join(lines)!r}")
print(f"{'\\'.join(lines)}")
