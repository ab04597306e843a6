v = None
print(f'{v.upper()}')
