package dev.tablewright.format.infra;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** Every import source by its CLI name. */
public final class Importers {
    private static final Map<String, Importer> BY_SOURCE = new LinkedHashMap<>();

    static {
        register(new CloudFormationImporter());
        register(new dev.tablewright.format.workbench.OneTableImporter());
    }

    private Importers() {
    }

    private static void register(Importer importer) {
        BY_SOURCE.put(importer.source(), importer);
    }

    public static Optional<Importer> find(String source) {
        return Optional.ofNullable(source == null ? null : BY_SOURCE.get(source));
    }

    public static List<String> sources() {
        return List.copyOf(BY_SOURCE.keySet());
    }
}
