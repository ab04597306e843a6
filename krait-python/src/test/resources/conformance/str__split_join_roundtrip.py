csv_line = 'alpha,"beta",,gamma , delta'
parts = csv_line.split(",")
print(parts, len(parts))
clean = [p.strip().strip('"') for p in parts if p.strip()]
print(clean, ",".join(clean))
path = "/usr/local/lib/python3/site.py"
print(path.split("/"), path.rsplit("/", 1), path.rpartition("/")[2], path.count("/"))
print("a b\tc\nd".split(None), "a b\tc\nd".split(" "))
