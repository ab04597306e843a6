class Plugin:
    registry = {}
    def __init_subclass__(cls, /, name=None, **kwargs):
        super().__init_subclass__(**kwargs)
        cls.plugin_name = name or cls.__name__.lower()
        Plugin.registry[cls.plugin_name] = cls
class CSV(Plugin, name="csv"): pass
class Json(Plugin): pass
class Sub(CSV, name="csv2"): pass
print(sorted(Plugin.registry), CSV.plugin_name, Json.plugin_name, Sub.plugin_name, Plugin.registry["csv2"].__mro__[1].__name__)
try:
    class Bad(Plugin, unknown=1): pass
except TypeError as e:
    print(type(e).__name__, e)
