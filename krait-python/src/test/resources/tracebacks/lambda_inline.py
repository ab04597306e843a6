f = lambda x: x['k']
vals = list(map(f, [{}]))
