try:
    {}['x']
except KeyError as e:
    raise ValueError('bad') from e
