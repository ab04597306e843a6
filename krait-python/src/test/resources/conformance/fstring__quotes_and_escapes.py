name = "O'Neil"
print(f"{name}", f'{name!r}', f"{'a' + 'b'}", f"""{"triple"}""", f"{{}}", f"{{{name}}}", f"{'{'}")
print(f"a\tb", rf"\n{name}", f"{chr(10)!r}", f"{'x'!r:^7}")
d = {"key": "v"}
print(f"{d['key']}", f'{d["key"]}', "ok")
