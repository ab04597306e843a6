raise KeyError('k')  # because
