data = [1, 2, 'x']
sq = [v * v for v in data if v > 1]
