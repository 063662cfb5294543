package dev.tablewright.operation.drift;

import dev.tablewright.aws.Gateway;
import dev.tablewright.model.DataModel;
import java.nio.file.Path;

/** One side of a drift comparison. */
public sealed interface DriftSide {
    /** How the output names the side. */
    String label();

    /** A model file, CloudFormation template or Terraform file, read by what it is. */
    record File(Path file) implements DriftSide {
        @Override
        public String label() {
            return file.toString();
        }
    }

    /** A model already in memory (the window's open document). */
    record Model(DataModel model, String label) implements DriftSide {
    }

    /** A live table, read through {@code gateway}. */
    record LiveTable(Gateway gateway, String table) implements DriftSide {
        @Override
        public String label() {
            return "live table " + table + " at " + gateway.displayName();
        }
    }
}
