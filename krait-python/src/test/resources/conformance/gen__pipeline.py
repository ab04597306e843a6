def read(lines):
    for l in lines:
        yield l
def strip(it):
    for l in it:
        yield l.strip()
def nonempty(it):
    return (l for l in it if l)
def numbered(it):
    for i, l in enumerate(it, 1):
        yield f"{i}: {l}"
data = ["  alpha ", "", " beta", "   ", "gamma  "]
for line in numbered(nonempty(strip(read(data)))):
    print(line)
