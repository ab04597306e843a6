cfg = {'db': None}
host = cfg['db']['host']
