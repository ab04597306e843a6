emails = ["A@x.com", "b@y.com", "a@x.com", "c@z.com", "B@Y.com", "d@x.com"]
seen = set()
unique = []
for e in emails:
    key = e.lower()
    if key not in seen:
        seen.add(key)
        unique.append(e)
print(unique)
print(list(dict.fromkeys(e.lower() for e in emails)))
by_domain = {}
for e in unique:
    by_domain.setdefault(e.split("@")[1].lower(), []).append(e)
print(by_domain)
