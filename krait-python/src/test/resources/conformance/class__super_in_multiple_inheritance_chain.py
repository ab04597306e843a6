log = []
class Base:
    def setup(self):
        log.append("Base")
class LogMixin(Base):
    def setup(self):
        log.append("LogMixin>")
        super().setup()
        log.append("<LogMixin")
class CacheMixin(Base):
    def setup(self):
        log.append("CacheMixin>")
        super().setup()
        log.append("<CacheMixin")
class Service(LogMixin, CacheMixin):
    def setup(self):
        log.append("Service>")
        super().setup()
Service().setup()
print(log)
print([c.__name__ for c in Service.__mro__])
