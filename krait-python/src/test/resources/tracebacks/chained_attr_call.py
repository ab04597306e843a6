import json
result = json.loads('{}').get('x').strip()
