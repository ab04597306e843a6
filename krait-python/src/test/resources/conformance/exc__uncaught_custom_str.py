class ConfigError(Exception):
    def __str__(self): return "config is broken: " + ", ".join(map(str, self.args))
print("starting")
raise ConfigError("a", 2)
