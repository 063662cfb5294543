package dev.tablewright.format.code;

import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;

/** Compiles generated Java with the JDK's compiler against the test class path (the SDK is on it) and loads it. */
public final class GeneratedJava {
    private GeneratedJava() {
    }

    public static Class<?> load(String className, String source) {
        return load(java.util.Map.of(className, source), className);
    }

    /** Compiles the classes (name → source) together and loads one of them. */
    public static Class<?> load(java.util.Map<String, String> sources, String className) {
        String source = String.join("\n", sources.values());
        JavaCompiler compiler = ToolProvider.getSystemJavaCompiler();
        if (compiler == null) {
            throw new IllegalStateException("no Java compiler: the tests need a JDK, not a JRE");
        }
        try {
            Path dir = Files.createTempDirectory("tablewright-code");
            List<java.io.File> files = new java.util.ArrayList<>();
            for (java.util.Map.Entry<String, String> s : sources.entrySet()) {
                Path file = dir.resolve(s.getKey() + ".java");
                Files.writeString(file, s.getValue(), StandardCharsets.UTF_8);
                files.add(file.toFile());
            }
            StringWriter errors = new StringWriter();
            Boolean ok = compiler.getTask(errors, null, null, List.of("-encoding", "UTF-8", "-Xlint:all", "-Werror",
                    "-classpath", System.getProperty("java.class.path"), "-d", dir.toString()), null,
                    compiler.getStandardFileManager(null, null, StandardCharsets.UTF_8).getJavaFileObjectsFromFiles(files))
                    .call();
            if (!ok) {
                throw new AssertionError("the generated Java does not compile:\n" + errors + "\n" + numbered(source));
            }
            URLClassLoader loader = new URLClassLoader(new URL[] {dir.toUri().toURL()},
                    GeneratedJava.class.getClassLoader());
            return loader.loadClass(className);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (ClassNotFoundException e) {
            throw new AssertionError("compiled, but no class " + className, e);
        }
    }

    private static String numbered(String source) {
        StringBuilder out = new StringBuilder();
        String[] lines = source.split("\n", -1);
        for (int i = 0; i < lines.length; i++) {
            out.append(i + 1).append(": ").append(lines[i]).append('\n');
        }
        return out.toString();
    }
}
