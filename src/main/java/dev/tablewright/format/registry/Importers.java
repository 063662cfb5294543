package dev.tablewright.format.registry;

import dev.tablewright.format.infra.InfraFormats;
import dev.tablewright.format.onetable.OneTableImporter;
import dev.tablewright.format.port.Importer;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** Every import source by its CLI name (above the format packages, as {@link Exporters}). */
public final class Importers {
    private static final Map<String, Importer> BY_SOURCE = new LinkedHashMap<>();

    static {
        InfraFormats.importers().forEach(Importers::register);
        register(new OneTableImporter());
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
