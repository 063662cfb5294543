package dev.tablewright.app;

import java.lang.module.Configuration;
import java.lang.module.ModuleFinder;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.CodeSource;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * JavaFX as named modules for {@code java -jar tablewright.jar}. JavaFX supports only being loaded
 * from modules and says so at every start ("Unsupported JavaFX configuration: classes were loaded
 * from 'unnamed module'") when it comes from the class path, and a manifest cannot name a module
 * path. So the jar leaves JavaFX out and ships its modular jars in {@code lib/} beside it; this
 * defines them, and the jar itself as the automatic module {@code dev.tablewright}, in a module layer,
 * from which the window is opened. {@code mvn javafx:run}, the packaged app and the tests put JavaFX
 * on the module path or the class path themselves and need no layer.
 *
 * <p>The layer opens nothing of JavaFX to the app: no code of ours or of our libraries uses JavaFX
 * internals, so every launch path gives the app the same access (docs/launching.md). An earlier
 * layer opened them all, which hid that ControlsFX needed them from every path but this one.
 */
final class JavaFxModules {
    private static final String JAVAFX_GRAPHICS = "javafx.graphics";
    /** The jar's Automatic-Module-Name (pom.xml). */
    private static final String APP_MODULE = "dev.tablewright";

    private JavaFxModules() {
    }

    /**
     * The {@link Launcher} class inside a layer with JavaFX's modules, when this code runs from a jar
     * with JavaFX's jars in {@code lib/} beside it and JavaFX is not a module already.
     */
    static Optional<Class<?>> launcherInLayer() throws ClassNotFoundException {
        if (JavaFxModules.class.getModule().isNamed() || ModuleLayer.boot().findModule(JAVAFX_GRAPHICS).isPresent()) {
            return Optional.empty();
        }
        Optional<Path> jar = ownJar();
        Path lib = jar.map(j -> j.resolveSibling("lib")).orElse(null);
        if (lib == null || !Files.isDirectory(lib)) {
            return Optional.empty();
        }
        ModuleFinder finder = ModuleFinder.of(lib, jar.get());
        if (finder.find(JAVAFX_GRAPHICS).isEmpty()) {
            return Optional.empty();
        }
        LaunchOptions options = LaunchOptions.shipped();
        Set<String> roots = new LinkedHashSet<>(options.addedModules());
        roots.add(APP_MODULE);
        ModuleLayer boot = ModuleLayer.boot();
        Configuration modules = boot.configuration().resolve(finder, ModuleFinder.of(), roots);
        // The platform loader as parent: the app's classes come from the layer, never from the class path.
        ModuleLayer.Controller controller = ModuleLayer.defineModulesWithOneLoader(modules, List.of(boot),
                ClassLoader.getPlatformClassLoader());
        apply(options, controller);
        ClassLoader loader = controller.layer().findLoader(APP_MODULE);
        Thread.currentThread().setContextClassLoader(loader);
        return Optional.of(loader.loadClass(Launcher.class.getName()));
    }

    /**
     * What the launch options ask of the JVM, done to the layer: the other paths pass them to java.
     * ALL-UNNAMED (the app's code on the class path, as those paths run it) is the jar's module here.
     */
    private static void apply(LaunchOptions options, ModuleLayer.Controller controller) {
        ModuleLayer layer = controller.layer();
        List<String> jvmFlags = new ArrayList<>();
        for (LaunchOptions.Option option : options.options()) {
            if (option instanceof LaunchOptions.SystemProperty p && System.getProperty(p.name()) == null) {
                System.setProperty(p.name(), p.value());
            } else if (option instanceof LaunchOptions.EnableNativeAccess access) {
                access.modules().forEach(name -> layer.findModule(name).ifPresent(m -> enableNativeAccess(controller, m)));
            } else if (option instanceof LaunchOptions.Access access) {
                Module source = module(layer, access.module());
                for (String target : access.targets()) {
                    Module to = module(layer, "ALL-UNNAMED".equals(target) ? APP_MODULE : target);
                    if (access.opens()) {
                        controller.addOpens(source, access.pkg(), to);
                    } else {
                        controller.addExports(source, access.pkg(), to);
                    }
                }
            } else if (option instanceof LaunchOptions.JvmFlag flag) {
                jvmFlags.add(flag.word());
            }
            // AddModules: resolved above, as roots.
        }
        // Off the start's path: the management bean costs 25-30 ms cold, and these flags matter only
        // once a model is open.
        Thread flags = new Thread(() -> jvmFlags.forEach(ManageableFlags::apply), "jvm-flags");
        flags.setDaemon(true);
        flags.start();
    }

    private static Module module(ModuleLayer layer, String name) {
        return layer.findModule(name).orElseThrow(() -> new IllegalStateException(
                LaunchOptions.RESOURCE + ": no module " + name + " in the JavaFX layer"));
    }

    /**
     * {@code Controller.enableNativeAccess}, on a JDK that has it (22 and later): the JDKs that warn
     * about native access. Before 22 there is nothing to enable. The jar's manifest gives the app
     * (this caller) native access itself, which that restricted method asks for.
     */
    private static void enableNativeAccess(ModuleLayer.Controller controller, Module module) {
        try {
            ModuleLayer.Controller.class.getMethod("enableNativeAccess", Module.class).invoke(controller, module);
        } catch (NoSuchMethodException before22) {
            // nothing to do
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("cannot enable native access for " + module.getName(), e);
        }
    }

    private static Optional<Path> ownJar() {
        CodeSource source = JavaFxModules.class.getProtectionDomain().getCodeSource();
        try {
            Path location = source == null ? null : Path.of(source.getLocation().toURI());
            return location != null && Files.isRegularFile(location) ? Optional.of(location) : Optional.empty();
        } catch (URISyntaxException | IllegalArgumentException e) {
            return Optional.empty();
        }
    }
}
