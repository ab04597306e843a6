d = {}
del d['x']
