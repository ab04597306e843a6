import difflib

old = """[server]
host = 0.0.0.0
port = 8080
workers = 4
timeout = 30

[database]
url = postgres://db.internal:5432/app
pool_size = 10
echo = false

[logging]
level = INFO
format = %(asctime)s %(levelname)s %(message)s
file = /var/log/app.log
rotate = daily
keep = 7
""".splitlines(keepends=True)
new = """[server]
host = 0.0.0.0
port = 9090
workers = 8
timeout = 30
keepalive = true

[database]
url = postgres://db.internal:5432/app
pool_size = 10

[logging]
level = DEBUG
format = %(asctime)s %(levelname)s %(message)s
file = /var/log/app.log
rotate = weekly
keep = 7
""".splitlines(keepends=True)

print("".join(difflib.unified_diff(old, new, fromfile="config.old.ini", tofile="config.new.ini")), end="")
print("=====")
print("".join(difflib.unified_diff(old, new, "a", "b", "2024-01-01", "2024-02-01", n=1)), end="")
print("=====")
print("".join(difflib.context_diff(old, new, fromfile="before", tofile="after")), end="")
print("=====")
for line in difflib.unified_diff(["a", "b", "c"], ["a", "B", "c", "d"], lineterm=""):
    print(line)
print("=====")
print("".join(difflib.ndiff(old, new)), end="")
print("=====")
diff = list(difflib.ndiff(["one\n", "two\n", "three\n"], ["ore\n", "tree\n", "emu\n"]))
print("".join(diff), end="")
print("".join(difflib.restore(diff, 1)), end="")
print("".join(difflib.restore(diff, 2)), end="")
print("=====")
d = difflib.Differ()
text1 = ["  1. Beautiful is better than ugly.\n", "  2. Explicit is better than implicit.\n",
         "  3. Simple is better than complex.\n", "  4. Complex is better than complicated.\n"]
text2 = ["  1. Beautiful is better than ugly.\n", "  3.   Simple is better than complex.\n",
         "  4. Complicated is better than complex.\n", "  5. Flat is better than nested.\n"]
for line in d.compare(text1, text2):
    print(line, end="")
print("=====")
print(list(difflib.ndiff(["abc"], ["abd"])))
print(list(difflib.ndiff(["tab\there"], ["tab\tthere"])))
print(list(difflib.unified_diff([], [])))
print(list(difflib.context_diff(["x\n"], [])))
print(list(difflib.unified_diff([], ["new\n"])))
try:
    list(difflib.unified_diff([1], [2]))
except TypeError as e:
    print("TypeError:", e)
try:
    list(difflib.unified_diff(["a"], ["b"], fromfile=3))
except TypeError as e:
    print("TypeError:", e)
try:
    list(difflib.restore(diff, 3))
except ValueError as e:
    print("ValueError:", e)
