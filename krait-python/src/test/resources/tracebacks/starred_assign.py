first, *rest = None
