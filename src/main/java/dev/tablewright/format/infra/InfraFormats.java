package dev.tablewright.format.infra;

import dev.tablewright.format.port.Exporter;
import dev.tablewright.format.port.Importer;
import java.util.List;

/** The infrastructure-as-code formats this package writes and reads, for the registries. */
public final class InfraFormats {
    private InfraFormats() {
    }

    /** CloudFormation (JSON, YAML), Terraform and the auto scaling CLI calls, in the order the help lists them. */
    public static List<Exporter> exporters() {
        return List.of(new CloudFormationExporter(TemplateSyntax.JSON), new CloudFormationExporter(TemplateSyntax.YAML),
                new TerraformExporter(), new AutoScalingCliExporter());
    }

    /** CloudFormation templates (JSON or YAML). */
    public static List<Importer> importers() {
        return List.of(new CloudFormationImporter(), new TerraformImporter());
    }
}
