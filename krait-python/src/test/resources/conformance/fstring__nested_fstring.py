n = 3
print(f"{f'{n}' * 2}")
print(f"{'|'.join(f'{i:02}' for i in range(n))}")
print(f"""{f'''{n + 1}'''}""")
print(f"{f'{n:{n}}'}|")
rows = [("a", 1.5), ("bb", 22.25)]
for k, v in rows:
    print(f"{k:<4}{v:>8.2f}")
