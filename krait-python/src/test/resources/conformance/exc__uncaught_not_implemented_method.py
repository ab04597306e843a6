class Base:
    def run(self):
        raise NotImplementedError("subclasses must implement run()")
class Child(Base):
    pass
print("child created")
Child().run()
