class Version:
    def __init__(self, s): self.parts = tuple(int(p) for p in s.split("."))
    def __eq__(self, o): return self.parts == o.parts
    def __lt__(self, o): return self.parts < o.parts
    def __le__(self, o): return self.parts <= o.parts
    def __gt__(self, o): return self.parts > o.parts
    def __ge__(self, o): return self.parts >= o.parts
    def __repr__(self): return ".".join(map(str, self.parts))
vs = [Version(s) for s in ["1.10.0", "1.2.0", "1.2", "0.9.9", "1.2.10"]]
print(sorted(vs), max(vs), min(vs))
print(Version("1.0") < Version("1.0.1") <= Version("1.0.1") > Version("0.1"))
