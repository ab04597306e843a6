# issue 11 closing note: fnmatch.filter of 10k names, five patterns
import fnmatch

names = [f"dir{i % 37}/file_{i}.{('py', 'txt', 'csv', 'json')[i % 4]}" for i in range(10_000)]
hits = 0
for pat in ("*.py", "dir1*/file_?5.*", "*[0-9][0-9].csv", "dir3/*.json", "*file_1*"):
    hits += len(fnmatch.filter(names, pat))
assert hits > 0
