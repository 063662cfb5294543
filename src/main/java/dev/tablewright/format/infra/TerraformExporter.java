package dev.tablewright.format.infra;

import dev.tablewright.format.port.Export;
import dev.tablewright.format.port.Exporter;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.TableDesign;
import dev.tablewright.model.settings.TableSettings;
import java.util.ArrayList;
import java.util.List;

/**
 * {@code terraform}: one {@code aws_dynamodb_table} per table in HCL, named
 * {@code "${var.table_name_prefix}<table>"}, with the same keys, indexes, projections and billing as
 * the CloudFormation export and every table setting ({@link TerraformTable}), followed by the
 * resources that carry the settings the table resource has no argument for ({@link TerraformCompanions}).
 */
final class TerraformExporter implements Exporter {
    static final String PREFIX_VARIABLE = "table_name_prefix";

    @Override
    public String target() {
        return "terraform";
    }

    @Override
    public String description() {
        return "Terraform (HCL) with one aws_dynamodb_table resource per table, and its auto scaling,"
                + " contributor insights and resource policy, and an event source mapping per kept entity's stream handler";
    }

    @Override
    public String extension() {
        return "tf";
    }

    @Override
    public Export export(DataModel model) {
        List<String> warnings = new ArrayList<>();
        Hcl hcl = new Hcl();
        hcl.comment("DynamoDB tables of the model " + (model.name().isBlank() ? "(unnamed)" : model.name())
                + ", exported by Tablewright");
        hcl.open("variable", PREFIX_VARIABLE).raw("type", "string").string("default", "")
                .string("description", "Put before every table name, e.g. \"dev-\"").close();
        if (model.tables().stream().anyMatch(t -> t.settings().replication().isGlobal())) {
            // the region argument of per-region resources and aws_region's region attribute are 6.0's
            hcl.blankLine().comment("global tables: needs AWS provider 6.0 or later");
            hcl.open("data", "aws_region", TerraformTable.REGION_DATA).close();
        }
        UniqueNames names = UniqueNames.terraform();
        List<String> labels = model.tables().stream().map(t -> names.next(t.name())).toList();
        for (int i = 0; i < labels.size(); i++) {
            TableDesign table = model.tables().get(i);
            TableSettings base = TerraformKept.settings(table, warnings);
            TableDesign original = table.withSettings(base);
            TableDesign home = TerraformHomeRegion.fold(table, base);
            hcl.blankLine();
            TerraformTable.write(hcl, labels.get(i), home, base, warnings);
            TerraformCompanions.write(hcl, names, labels.get(i), home, original, warnings);
            TerraformStreamMappings.write(hcl, names, labels.get(i), table, warnings);
        }
        return new Export(hcl.text(), warnings);
    }
}
