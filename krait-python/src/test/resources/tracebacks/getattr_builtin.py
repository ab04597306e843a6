x = getattr(object(), 'nope')
