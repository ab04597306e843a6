a, b = 1, 2
s = f"""
a={a}
b={b}
sum={a +
 b}
"""
print(s)
print(f'''{"quotes 'inside'"}''')
print(f"{'tab'}\t{'nl'}\\n")
