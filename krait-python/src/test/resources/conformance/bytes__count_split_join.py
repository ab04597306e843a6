data = b"k1=v1;k2=v2;k3=v3"
pairs = [p.split(b"=") for p in data.split(b";")]
print(pairs)
print({k.decode(): v.decode() for k, v in pairs})
print(b";".join(k for k, _ in pairs), data.count(b"k"), data.rsplit(b";", 1))
print(data.strip(b"k3v"), data.lstrip(b"k1="), data.find(b"k2", 3, 10))
print(b"a b  c".split(b" "), b"a b  c".split(None, 1))
