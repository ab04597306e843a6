vals = ['1', 'x']
nums = [int(v) for v in vals]
