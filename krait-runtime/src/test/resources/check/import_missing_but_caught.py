# expect: 6:8: warning: module 'toml' is not available in Krait (ImportError when run); it provides abc, asyncio, ...
try:
    import yaml
except ImportError:
    yaml = None
import toml
